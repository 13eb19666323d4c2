import { BROADCAST_ROLES } from '@portal/contract/broadcasts';
import { eventPatchSchema, eventWriteSchema, type AdminEvent } from '@portal/contract/admin-content';
import { PROGRAMS } from '@portal/contract/programs';
import { useProgramOptions } from '../../lib/program-choices';
import { EVENT_STATE_WORDS, REGISTRATION_COUNT_WORDS, eventStateText } from '@portal/contract/state-words';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EVENT_FIELD_MESSAGES, setsEventDetails, setsEventMoney } from '@portal/contract/event-money';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { WAITLIST_ROLES } from '@portal/contract/waitlist';
import { WAITING_ROOM_ROLES } from '@portal/contract/waiting-room';
import { roleAllowed, useStaff } from '../../lib/admin-client';
import { CancelEventButton, RunLifecycleButton } from './cancel-event-dialog';
import { RichTwinField } from '../../components/rich-text-field';
import { CheckField, PictureField, SelectField, TextField, TwinField } from './admin-fields';
import type { AdminColumn } from './admin-table';
import { CollectionPage } from './collection-page';
import { contentApi, uploadPicture } from './content-api';

/**
 * Events: everything but the status (it follows the dates; cancelling is its own action). Whether
 * registrations are open is the one rule's verdict, shown with its reason; staff close or open
 * them with the two buttons.
 */
const columns: AdminColumn<AdminEvent>[] = [
  { id: 'event_date', sort: 'event_date', header: 'Date', cell: (e) => e.event_date },
  { id: 'event_name', sort: 'event_name', header: 'Name', cell: (e) => e.event_name },
  { id: 'program_id', sort: 'program_id', header: 'Program', cell: (e) => PROGRAMS[e.program_id as 1]?.name ?? e.program_id },
  { id: 'price', header: 'Price', cell: (e) => `${e.currency} ${e.event_price}` },
  {
    id: 'state',
    sort: 'status',
    header: 'State',
    cell: (e) => <span title={e.closed_reason || undefined}>{eventStateText(e)}</span>,
  },
  { id: 'places', header: REGISTRATION_COUNT_WORDS.places.en, cell: (e) => e.places },
  { id: 'registrations', header: REGISTRATION_COUNT_WORDS.attempts.en, cell: (e) => e.registrations },
];

const blank = { program_id: 1, event_name: '', event_date: '', currency: 'INR', event_price: 0, discount_percent: 0, early_bird_amount: 0, advance_amount: 0, published: false };

const toValues = (e: AdminEvent) => {
  const { id: _id, status: _s, is_closed: _c, event_close: _e, closed_reason: _r, registrations: _n, places: _p, ...values } = e;
  // Form inputs hold '' for "none"; the schema reads '' back as null.
  const orEmpty = (v: string | null) => v ?? '';
  return {
    ...values,
    category_id: values.category_id ?? '',
    capacity: values.capacity ?? '',
    end_date: orEmpty(values.end_date),
    start_time: orEmpty(values.start_time),
    end_time: orEmpty(values.end_time),
    early_bird_until: orEmpty(values.early_bird_until),
    registration_opens_on: orEmpty(values.registration_opens_on),
    registration_closes_on: orEmpty(values.registration_closes_on),
  };
};

/** A group of fields without a frame: disabled as one when they are not the staff member's to change. */
const plain = { border: 0, padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '0.8rem' } as const;

function EventFields({ row }: { row?: AdminEvent }) {
  // Prices and money settings are finance's and the owner's; the rest the coordinators' and editors' (event-money.ts).
  const role = useStaff()?.role;
  const money = !!role && setsEventMoney(role);
  const details = !!role && setsEventDetails(role);
  const categories = useQuery({ queryKey: ['admin', 'event-categories', 'all'], queryFn: () => contentApi.eventCategories.list({ q: '', page: 1, per_page: 100, sort: 'sort_order' }) });
  const programOptions = useProgramOptions();
  const categoryOptions = [{ value: '', label: 'No category' }, ...(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))];
  return (
    <>
      {row && (
        <p className={row.event_close ? 'alert alert-error' : 'alert alert-success'} role="status">
          {EVENT_STATE_WORDS[row.status].en}. {row.event_close ? row.closed_reason : 'Registrations open'}. {row.places} holding a place, of{' '}
          {row.registrations} registrations made (failed and cancelled included).
        </p>
      )}
      {!details && <p className="muted">{EVENT_FIELD_MESSAGES.readOnlyDetails}</p>}
      <fieldset style={plain} disabled={!details}>
      <div className="admin-grid">
        <SelectField name="program_id" label="Program" options={programOptions} required />
        <SelectField name="category_id" label="Category" options={categoryOptions} />
      </div>
      <TwinField name="event_name" label="Event name" required />
      <div className="admin-grid">
        <TextField name="event_date" label="Start date" type="date" required />
        <TextField name="start_time" label="Start time" type="time" />
        <TextField name="end_date" label="End date" type="date" />
        <TextField name="end_time" label="End time" type="time" />
      </div>
      <TwinField name="city_name" label="City" />
      <TwinField name="event_address" label="Address" multiline />
      <PictureField name="event_image" label="Picture" upload={uploadPicture} />
      <RichTwinField
        name="event_desc"
        label="Description"
        hint="Headings, lists, links, pictures from the gallery and YouTube videos; Preview shows it as the event's page will"
        previewClass="rich-text event-page-desc"
      />
      </fieldset>
      <fieldset disabled={!money} data-testid="event-money">
        <legend>Price</legend>
        {!money && <p className="muted">{EVENT_FIELD_MESSAGES.readOnlyMoney}</p>}
        <div className="admin-grid">
          <TextField name="currency" label="Currency" />
          <TextField name="event_price" label="Price" type="number" />
          <TextField name="discount_percent" label="Discount (percent)" type="number" />
          <TextField name="early_bird_amount" label="Early-bird amount off" type="number" />
          <TextField name="early_bird_until" label="Early-bird last date" type="date" />
          <TextField name="advance_amount" label="Advance amount" type="number" hint="0: the full amount only" />
        </div>
        <TextField name="payment_link" label="International payment link" type="url" />
      </fieldset>
      <fieldset disabled={!details}>
        <legend>Registrations</legend>
        <div className="admin-grid">
          <TextField name="capacity" label="Seats" type="number" hint="Empty: no limit" />
          <TextField name="registration_opens_on" label="Registrations open on" type="date" />
          <TextField name="registration_closes_on" label="Registrations close on" type="date" />
        </div>
      </fieldset>
      <fieldset style={plain} disabled={!details}>
        <CheckField name="published" label="Published (a draft is not on the public site)" />
      </fieldset>
    </>
  );
}

export default function EventsAdminPage() {
  const role = useStaff()?.role;
  // Finance opens events for their prices only: no new event, no registrations switch or cancelling.
  const details = !!role && setsEventDetails(role);
  const waitingList = !!role && roleAllowed(role, WAITLIST_ROLES);
  const messageParticipants = !!role && roleAllowed(role, BROADCAST_ROLES);
  const waitingRoom = !!role && roleAllowed(role, WAITING_ROOM_ROLES);
  // Programs are picked by name: the eight and those the office added.
  const programOptions = useProgramOptions();
  const named = columns.map((c) =>
    c.id === 'program_id' ? { ...c, cell: (e: AdminEvent) => programOptions.find((o) => o.value === e.program_id)?.label ?? PROGRAMS[e.program_id as 1]?.name ?? e.program_id } : c,
  );
  return (
    <CollectionPage
      title="Events"
      entity="events"
      api={contentApi.events}
      columns={named}
      defaultSort="-event_date"
      schema={eventPatchSchema}
      createSchema={eventWriteSchema}
      empty={details ? blank : undefined}
      toValues={toValues}
      fields={(row) => <EventFields row={row} />}
      actions={(row, done) => (
        <>
          <Link className="btn btn-outline" to={`${ADMIN_PATHS.root}/ticket-types?event=${row.id}`}>
            Ticket types
          </Link>
          {waitingList && (
            <Link className="btn btn-outline" to={`${ADMIN_PATHS.root}/waiting-list?event=${row.id}`}>
              Waiting list
            </Link>
          )}
          {waitingRoom && (
            <Link className="btn btn-outline" to={`${ADMIN_PATHS.root}/waiting-room?event=${row.id}`}>
              Waiting room
            </Link>
          )}
          {messageParticipants && (
            <Link className="btn btn-outline" to={`${ADMIN_PATHS.root}/message-participants?event=${row.id}&audience=everyone`}>
              Message participants
            </Link>
          )}
          {details && (
          <>
          {/* A cancelled event's registrations stay closed (the server refuses both actions). */}
          {row.status !== 'cancelled' && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={async () => {
                const next = row.is_closed ? await contentApi.openRegistrations(row.id) : await contentApi.closeRegistrations(row.id);
                done(next.data, next.message);
              }}
            >
              {row.is_closed ? 'Open registrations' : 'Close registrations'}
            </button>
          )}
          <RunLifecycleButton event={row} done={done} />
          <CancelEventButton event={row} done={done} />
          </>
          )}
        </>
      )}
    />
  );
}
