import type { RouteObject } from 'react-router';
import { PATHS } from '@portal/contract/routes';
import { lazyPage } from '../lazy';

/** An event's waiting room: the devotee's place in the queue while registrations open. */
export const waitingRoomRoutes: RouteObject[] = [lazyPage(PATHS.waitingRoom(':id'), () => import('../../features/waiting-room/queue-page'))];
