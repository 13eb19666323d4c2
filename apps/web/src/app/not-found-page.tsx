import { PageNotFound } from '../components/page-not-found';

/** Any address no route claims (the route table's last entry). */
export default function NotFoundPage() {
  return <PageNotFound />;
}
