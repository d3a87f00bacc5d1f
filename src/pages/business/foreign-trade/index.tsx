import { useParams } from 'react-router-dom';

import { parseCategory } from '@/features/directory/utils/directory-search';

import { DirectoryView } from './components/directory-view';
import { UnknownCategory } from './components/unknown-category';

/**
 * /business/foreignTrade/:id: the enterprise directory of one category (1 foreign trade,
 * 2 forwarding, 3 consolidation, 4 trucking fleet); any other id gets a not-found state.
 */
export default function ForeignTradePage() {
  const { id } = useParams();
  const category = parseCategory(id);
  if (!category) return <UnknownCategory id={id ?? ''} />;
  // A new category starts a fresh view (its own search state and requests).
  return <DirectoryView key={category} category={category} />;
}
