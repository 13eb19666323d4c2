import { translationPatchSchema, translationWriteSchema, type AdminTranslation } from '@portal/contract/admin-content';
import { PROGRAM_IDS, PROGRAMS } from '@portal/contract/programs';
import { SelectField, TextField } from './admin-fields';
import type { AdminColumn } from './admin-table';
import { CollectionPage } from './collection-page';
import { contentApi } from './content-api';

/** The program forms' words in English and Tamil (program 0: words every form shares). */
const programOptions = [{ value: 0, label: 'Every form' }, ...PROGRAM_IDS.map((id) => ({ value: id, label: `${id}. ${PROGRAMS[id].name}` }))];

const columns: AdminColumn<AdminTranslation>[] = [
  { id: 'trans_word', sort: 'trans_word', header: 'Word', cell: (w) => w.trans_word },
  { id: 'program_id', sort: 'program_id', header: 'Form', cell: (w) => (w.program_id ? PROGRAMS[w.program_id as 1].name : 'Every form') },
  { id: 'trans_en', header: 'English', cell: (w) => w.trans_en },
  { id: 'trans_ta', header: 'Tamil', cell: (w) => <span lang="ta">{w.trans_ta}</span> },
];

export default function TranslationsAdminPage() {
  return (
    <CollectionPage
      title="Form translations"
      entity="translations"
      api={contentApi.translations}
      columns={columns}
      defaultSort="trans_word"
      schema={translationPatchSchema}
      createSchema={translationWriteSchema}
      empty={{ program_id: 0, trans_word: '', trans_en: '', trans_ta: '' }}
      toValues={({ id: _i, ...w }) => w}
      fields={() => (
        <>
          <div className="admin-grid">
            <SelectField name="program_id" label="Form" options={programOptions} />
            <TextField name="trans_word" label="Word (key)" required />
          </div>
          <div className="admin-twin">
            <TextField name="trans_en" label="English" required multiline />
            <TextField name="trans_ta" label="Tamil" multiline lang="ta" />
          </div>
        </>
      )}
    />
  );
}
