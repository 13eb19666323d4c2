import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorManifest, DoorScanOutcome } from '@portal/contract/check-in';

/**
 * What a door phone keeps (IndexedDB, through idb): each event's manifest and every scan made at
 * this door, synced or not. Nothing here is a secret: public keys, names, initials and balances.
 */
export type VerdictKind = 'valid' | 'balance_due' | 'already' | 'cancelled' | 'unpaid' | 'other_event' | 'forged';

export interface DoorScan {
  scan_id: string;
  event_id: number;
  /** The registration the scan named, when it named one (a forged ticket names none). */
  registration_id: number | null;
  verdict: VerdictKind;
  /** ISO time of the scan (the phone's clock). */
  scanned_at: string;
  /** 1 once the server has it; only check-ins (valid, balance due) are sent. */
  synced: 0 | 1;
  /** The server's answer: checked in, or also scanned elsewhere first, or refused. */
  outcome?: DoorScanOutcome;
}

interface DoorDb extends DBSchema {
  manifests: { key: number; value: DoorManifest & { fetched_at: string } };
  scans: { key: string; value: DoorScan; indexes: { event: number } };
}

let opened: Promise<IDBPDatabase<DoorDb>> | undefined;
const db = () =>
  (opened ??= openDB<DoorDb>('matangi-door', 1, {
    upgrade(d) {
      d.createObjectStore('manifests');
      d.createObjectStore('scans', { keyPath: 'scan_id' }).createIndex('event', 'event_id');
    },
  }));

export const doorStore = {
  manifest: async (eventId: number) => (await db()).get('manifests', eventId),
  saveManifest: async (m: DoorManifest) => (await db()).put('manifests', { ...m, fetched_at: new Date().toISOString() }, m.event.id),
  scans: async (eventId: number) => (await db()).getAllFromIndex('scans', 'event', eventId),
  addScan: async (s: DoorScan) => (await db()).put('scans', s),
  /** Marks scans as received by the server, with its answer. */
  markSynced: async (answers: Array<{ scan_id: string; outcome: DoorScanOutcome }>) => {
    const tx = (await db()).transaction('scans', 'readwrite');
    for (const a of answers) {
      const s = await tx.store.get(a.scan_id);
      if (s) await tx.store.put({ ...s, synced: 1, outcome: a.outcome });
    }
    await tx.done;
  },
};

const DEVICE_KEY = 'door-device';
/** This phone's door id, made once: the coordinator sees which door scanned. */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) localStorage.setItem(DEVICE_KEY, (id = `door-${crypto.randomUUID().slice(0, 8)}`));
    return id;
  } catch {
    return 'door';
  }
}
