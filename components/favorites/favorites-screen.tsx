'use client';

import { useSearchParams } from 'next/navigation';
import { MyFavorites } from './my-favorites';
import { SharedSelection } from './shared-selection';

/** `/favoritos` shows this browser's favourites; `/favoritos?ids=12,40` shows a shared selection. */
export function FavoritesScreen() {
  const ids = useSearchParams().get('ids');
  return ids === null ? <MyFavorites /> : <SharedSelection key={ids} idsParam={ids} />;
}
