import { Link } from 'react-router';

/** Tags as links to their pages (/tag/{id}, /mediatag/{id}). */
export function TagList({ tags }: { tags: Array<{ id: number; name: string; to: string }> }) {
  return (
    <ul className="tag-list">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link to={tag.to} className="tag-chip">
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
