import { translationPatchSchema, translationWriteSchema, type AdminTranslation } from '@portal/contract/admin-content';
import { useMemo } from 'react';
import { SelectField, TextField } from './admin-fields';
import type { AdminColumn } from './admin-table';
import { CollectionPage } from './collection-page';
import { contentApi } from './content-api';
import { useProgramOptions, type ProgramOption } from '../../lib/program-choices';

/** The program forms' words in English and Tamil (program 0: words every form shares), for every program the office keeps. */
const columnsFor = (programs: ProgramOption[]): AdminColumn<AdminTranslation>[] => [
  { id: 'trans_word', sort: 'trans_word', header: 'Word', cell: (w) => w.trans_word },
  {
    id: 'program_id',
    sort: 'program_id',
    header: 'Form',
    cell: (w) => (w.program_id ? (programs.find((p) => p.value === w.program_id)?.label ?? `Program ${w.program_id}`) : 'Every form'),
  },
  { id: 'trans_en', header: 'English', cell: (w) => w.trans_en },
  { id: 'trans_ta', header: 'Tamil', cell: (w) => <span lang="ta">{w.trans_ta}</span> },
];

export default function TranslationsAdminPage() {
  const programs = useProgramOptions();
  const columns = useMemo(() => columnsFor(programs), [programs]);
  const programOptions = [{ value: 0, label: 'Every form' }, ...programs.map((p) => ({ value: p.value, label: `${p.value}. ${p.label}` }))];
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
