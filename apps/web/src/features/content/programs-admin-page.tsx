import { programCreateSchema, programPatchSchema, type AdminProgram } from '@portal/contract/admin-content';
import { CheckField, FiveItems, PictureField, SelectField, TextField, TwinField } from './admin-fields';
import type { AdminColumn } from './admin-table';
import { CollectionPage } from './collection-page';
import { RichTwinField } from '../../components/rich-text-field';
import { contentApi, uploadPicture } from './content-api';
import { useStaff } from '../../lib/admin-client';
import { PATHS } from '@portal/contract/routes';

/**
 * The programs: the eight built-in ones and those the office adds (a new one starts hidden, is
 * filled in, previewed and then shown). Every field of the program detail page, each text with
 * its Tamil twin; renamed, reordered and hidden here, never deleted. The story and the
 * prerequisite text are edited as rich text (the lazily loaded editor) and cleaned by the server.
 */
const columns: AdminColumn<AdminProgram>[] = [
  { id: 'order', sort: 'sort_order', header: 'Order', cell: (p) => p.sort_order },
  { id: 'name', sort: 'name', header: 'Name', cell: (p) => p.name },
  { id: 'headline', header: 'Headline', cell: (p) => p.headline },
  { id: 'tamil', header: 'Tamil', cell: (p) => (p.name_ta && p.headline_ta ? 'Translated' : 'Missing') },
  { id: 'hidden', header: 'On the site', cell: (p) => (p.hidden ? 'Hidden' : 'Shown') },
  { id: 'register', header: 'Registration page', cell: (p) => p.register_path },
  { id: 'pan', header: 'PAN at registration', cell: (p) => (p.collects_pan ? 'Asked (paid events)' : 'Not asked') },
];

const toValues = (p: AdminProgram) => {
  // Whether it collects a PAN is the owner's own action (below), not part of the content form.
  const { id: _id, collects_pan: _pan, sort_order: _order, built_in: _builtIn, register_path: _path, ...values } = p;
  const five = (items: string[]) => [0, 1, 2, 3, 4].map((i) => items[i] ?? '');
  return {
    ...values,
    upcome_date: p.upcome_date ?? '',
    promises: five(p.promises),
    promises_ta: five(p.promises_ta),
    benefits: five(p.benefits),
    benefits_ta: five(p.benefits_ta),
    attend: five(p.attend),
    attend_ta: five(p.attend_ta),
  };
};

const blankFive = ['', '', '', '', ''];
/** A new program: a name is enough to add it; it stays hidden until it is ready. */
const empty = {
  name: '',
  name_ta: '',
  headline: '',
  headline_ta: '',
  image: '',
  banner: '',
  media_banner: '',
  story: '',
  story_ta: '',
  // The lists (highlights, benefits, who can attend) show on the page only with this set.
  promise_status: 1,
  promises: blankFive,
  promises_ta: blankFive,
  benefits: blankFive,
  benefits_ta: blankFive,
  attend: blankFive,
  attend_ta: blankFive,
  timing: '',
  timing_ta: '',
  upcome_date: '',
  upcome_address: '',
  upcome_address_ta: '',
  prereq_text: '',
  prereq_text_ta: '',
  prereq_media: '',
  hidden: true,
};

/** Moves a program one place earlier (-1) or later (+1) in the public order; the new place or undefined at an end. */
async function move(row: AdminProgram, by: -1 | 1): Promise<number | undefined> {
  const ids = await contentApi.programOrder();
  const at = ids.indexOf(row.id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= ids.length) return undefined;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  await contentApi.setProgramOrder(ids);
  return to + 1;
}

export default function ProgramsAdminPage() {
  const staff = useStaff();
  return (
    <CollectionPage
      title="Programs"
      entity="programs"
      api={contentApi.programs}
      columns={columns}
      defaultSort="sort_order"
      schema={programPatchSchema}
      createSchema={programCreateSchema}
      empty={empty}
      toValues={toValues}
      deleteLabel="Hide from the site"
      actions={(row, done) => (
        <>
          {([-1, 1] as const).map((by) => (
            <button
              key={by}
              type="button"
              className="btn btn-outline"
              onClick={async () => {
                const place = await move(row, by);
                done({ ...row, sort_order: place ?? row.sort_order }, place ? `Order saved: now number ${place}` : 'It is already at that end of the list');
              }}
            >
              {by < 0 ? 'Move earlier' : 'Move later'}
            </button>
          ))}
          {!row.hidden && (
            <a className="btn btn-outline" href={PATHS.program(row.id)} target="_blank" rel="noreferrer">
              Open the public page
            </a>
          )}
          {/* A hidden program's page as visitors will see it once shown; the same tab, since the staff session is kept per tab. */}
          {row.hidden && (
            <a className="btn btn-outline" href={`${PATHS.program(row.id)}?preview=1`}>
              Preview
            </a>
          )}
          {/* A PAN is personal data and a program fee is not a donation: only the owner decides that a program collects one. */}
          {staff?.role === 'owner' && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={async () => {
                const next = await contentApi.setCollectsPan(row.id, !row.collects_pan);
                done(next.data, next.message);
              }}
            >
              {row.collects_pan ? 'Stop asking for a PAN' : 'Ask for a PAN at registration (paid events)'}
            </button>
          )}
        </>
      )}
      removeReversible
      fields={() => (
        <>
          <TwinField name="name" label="Name" required />
          <TwinField name="headline" label="Headline" />
          <div className="admin-grid">
            <PictureField name="image" label="Logo" upload={uploadPicture} />
            <PictureField name="banner" label="Banner" upload={uploadPicture} />
            <PictureField name="media_banner" label="Wide banner" upload={uploadPicture} />
          </div>
          <RichTwinField name="story" label="Story" hint="Headings, lists, links, pictures from the gallery and YouTube videos; Preview shows it as the program page will" />
          <SelectField
            name="promise_status"
            label="Highlights shown as"
            options={[
              { value: 0, label: 'Highlights' },
              { value: 1, label: 'Promises' },
            ]}
          />
          <FiveItems name="promises" label="Highlight" />
          <FiveItems name="benefits" label="Benefit" />
          <FiveItems name="attend" label="Who can attend" />
          <div className="admin-grid">
            <TextField name="duration" label="Duration (days)" type="number" />
            <TextField name="upcome_date" label="Upcoming date" type="date" />
          </div>
          <TwinField name="timing" label="Timing" />
          <TwinField name="upcome_address" label="Upcoming address" />
          <RichTwinField name="prereq_text" label="Prerequisite text" />
          <TextField name="prereq_media" label="Prerequisite video (embed code)" multiline />
          <CheckField name="hidden" label="Hidden from the public site" />
        </>
      )}
    />
  );
}
