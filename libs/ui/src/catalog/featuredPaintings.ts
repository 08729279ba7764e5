import { catalogApi } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api';

/** The featured paintings: the home hero's still and the featured section read this one query, so one request. */
export function useFeaturedPaintings() {
  return useQuery({ queryKey: ['/api/paintings/featured'], queryFn: () => call(catalogApi.paintings.featured) });
}
