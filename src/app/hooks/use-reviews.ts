import { useState } from 'react';
import type { Product, Review } from '../../domain/product';
import { useOptionalServices } from '../providers/services';
import { API_PATHS } from '../../domain/api-paths';

export const REVIEWS_PAGE_SIZE = 5;

/** The landing page's reviews: the first page came with the page; "more" fetches the next. */
export function useReviews(product: Product) {
  const services = useOptionalServices();
  const [pages, setPages] = useState<{ items: Review[]; page: number }>({ items: [...product.reviews], page: 1 });
  const [loading, setLoading] = useState(false);
  const more = pages.items.length < product.reviewCount;

  const loadMore = () => {
    if (!services || loading) return;
    setLoading(true);
    const page = pages.page + 1;
    void services.api<{ items: Review[] }>(API_PATHS.reviews, { query: { productId: product.id, page, size: REVIEWS_PAGE_SIZE } }).then((result) => {
      setLoading(false);
      if (!result.ok) return;
      setPages((current) => {
        const known = new Set(current.items.map((review) => review.id));
        return { items: [...current.items, ...result.data.items.filter((review) => !known.has(review.id))], page };
      });
    });
  };

  return { reviews: pages.items, more, loading, loadMore };
}
