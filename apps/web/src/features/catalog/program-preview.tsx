import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { PageHead } from '../../components/page-head';
import { programIdOf } from './loaders';
import { programQuery } from './queries';
import { programDescription } from './share-preview';

/**
 * The share preview of a program's registration route (/ulchemy, /register/program/{id}), a page
 * the browser renders: the program's name, its headline and story, its banner, as its
 * /programs/{id} page gives them. The server renders it alone into the page's head (WhatsApp and
 * Facebook do not run the app); an id that names no shown program keeps the site's head.
 */
export function programPreview(idOf: (params: Params) => number = (params) => programIdOf(params.id)) {
  return {
    queries: (params: Params) => {
      const id = idOf(params);
      return id ? [programQuery(id)] : [];
    },
    head: (params: Params) => <ProgramPreviewHead id={idOf(params)} />,
  };
}

function ProgramPreviewHead({ id }: { id: number }) {
  const { data } = useQuery(programQuery(id));
  if (!data) return null;
  return <PageHead title={data.name} description={programDescription(data)} image={data.banner || data.image || undefined} />;
}
