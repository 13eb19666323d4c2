import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { WAITING_ROOM_MESSAGES } from '@portal/contract/waiting-room';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { WaitingRoomService } from './service.ts';

/**
 * The waiting room of an event: the devotee's place (and admission when their turn comes), and the
 * back office's switch with the queue's figures. The register call checks admissions through
 * `requireAdmission` (registrations).
 */
export default async function waitingRoom(app: FastifyInstance, _deps: AppDeps, { waitingRoom: room }: { waitingRoom: WaitingRoomService }) {
  route(app, calls.waitingRoomEnter, async (req) => ({ success: 1, data: await room.enter(req.user!.id, req.params.id) }));
  route(app, calls.adminWaitingRoom, async (req) => ({ success: 1, data: await room.status(req.params.id) }));
  route(app, calls.adminWaitingRoomSave, async (req) => {
    const data = await room.save(req.staff!.id, req.params.id, req.body);
    return { success: 1, message: data.active ? WAITING_ROOM_MESSAGES.saved : WAITING_ROOM_MESSAGES.turnedOff, data };
  });
}
