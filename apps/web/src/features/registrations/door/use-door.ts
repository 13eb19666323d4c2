import { useCallback, useEffect, useRef, useState } from 'react';
import { calls } from '@portal/contract/calls';
import type { DoorManifest } from '@portal/contract/check-in';
import { adminCall } from '../../../lib/admin-client';
import { ApiError } from '../../../lib/api';
import { decideFor, decideTicket, letsIn, type Verdict } from './decide';
import { deviceId, doorStore, type DoorScan } from './store';

/** How often an open door page refreshes its manifest and sends its check-ins while online. */
const REFRESH_MS = 10_000;
/** At most this many scans per sync call (the call's limit). */
const SYNC_BATCH = 500;

/** A failed call that never reached the server (no network), as against a refusal. */
export const isNetworkFailure = (err: unknown) => !(err instanceof ApiError) || err.status === 0;

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * The door of one event, ready for no network (docs/decisions/check-in.md "Offline door"): the
 * manifest kept on the phone and refreshed in the background while online; scans decided here
 * and kept in IndexedDB; check-ins sent when the network returns (again and again until the
 * server has them: the scan id makes that safe).
 */
export function useDoor(eventId: number) {
  const [manifest, setManifest] = useState<(DoorManifest & { fetched_at: string }) | undefined>();
  const [scans, setScans] = useState<DoorScan[]>([]);
  const [isOnline, setOnline] = useState(online);
  const [syncedAt, setSyncedAt] = useState(0);
  // The latest of each for the scan path, which must not wait for a render.
  const live = useRef({ manifest, scans });
  live.current = { manifest, scans };
  const syncing = useRef(false);

  const refresh = useCallback(async () => {
    if (!online()) return;
    try {
      const m = await adminCall(calls.adminDoorManifest, { params: { event_id: String(eventId) } });
      await doorStore.saveManifest(m);
      setManifest(await doorStore.manifest(eventId));
    } catch {
      // Kept: the phone goes on with the manifest it has.
    }
  }, [eventId]);

  const sync = useCallback(async () => {
    if (!online() || syncing.current) return;
    syncing.current = true;
    try {
      const pending = (await doorStore.scans(eventId)).filter((s) => !s.synced && s.registration_id !== null && letsIn(s.verdict));
      for (let i = 0; i < pending.length; i += SYNC_BATCH) {
        const batch = pending.slice(i, i + SYNC_BATCH);
        const res = await adminCall(calls.adminDoorSync, {
          params: { event_id: String(eventId) },
          body: { device: deviceId(), scans: batch.map((s) => ({ scan_id: s.scan_id, registration_id: s.registration_id!, scanned_at: s.scanned_at })) },
        });
        await doorStore.markSynced(res.data);
      }
      setScans(await doorStore.scans(eventId));
      if (pending.length) setSyncedAt(Date.now());
    } catch {
      // Tried again at the next turn.
    } finally {
      syncing.current = false;
    }
  }, [eventId]);

  useEffect(() => {
    let gone = false;
    void (async () => {
      const [m, s] = await Promise.all([doorStore.manifest(eventId), doorStore.scans(eventId)]);
      if (gone) return;
      setManifest(m);
      setScans(s);
      await sync();
      await refresh();
    })();
    const goOnline = () => {
      setOnline(true);
      void sync().then(refresh);
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = setInterval(() => void sync().then(refresh), REFRESH_MS);
    return () => {
      gone = true;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearInterval(timer);
    };
  }, [eventId, refresh, sync]);

  /** Keeps a scan on the phone; one that lets someone in is sent when the network allows. */
  const keep = useCallback(
    (v: Verdict) => {
      const scan: DoorScan = { scan_id: crypto.randomUUID(), event_id: eventId, registration_id: v.registrationId, verdict: v.kind, scanned_at: new Date().toISOString(), synced: 0 };
      const next = [...live.current.scans, scan];
      live.current.scans = next;
      setScans(next);
      void doorStore.addScan(scan).then(() => (letsIn(v.kind) ? sync() : undefined));
    },
    [eventId, sync],
  );

  /** The verdict on a ticket with no network: decided here, against the manifest and this door's scans. */
  const scanTicket = useCallback(
    async (token: string) => {
      const m = live.current.manifest;
      if (!m) return undefined;
      const v = await decideTicket(m, live.current.scans, token);
      keep(v);
      return v;
    },
    [keep],
  );

  const checkInOffline = useCallback(
    (registrationId: number) => {
      const m = live.current.manifest;
      if (!m) return undefined;
      const v = decideFor(m, live.current.scans, registrationId);
      keep(v);
      return v;
    },
    [keep],
  );

  /** An online check-in, noted in the phone's manifest at once: the network may go before the next refresh. */
  const noteCheckedIn = useCallback((registrationId: number, attendedAt: string) => {
    const m = live.current.manifest;
    if (!m) return;
    const next = { ...m, people: m.people.map((p) => (p.registration_id === registrationId && !p.attended_at ? { ...p, attended_at: attendedAt } : p)) };
    live.current.manifest = next;
    setManifest(next);
    void doorStore.saveManifest(next);
  }, []);

  const pending = scans.filter((s) => !s.synced && letsIn(s.verdict)).length;
  return { manifest, scans, pending, isOnline, syncedAt, scanTicket, checkInOffline, noteCheckedIn, refresh, sync };
}
