/**
 * The "load more" button under a paged list (inventory, item pickers, histories): shown while the infinite
 * query has a next page, busy while it is being fetched.
 */
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** The part of a TanStack infinite query the button reads. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function LoadMore({
  query,
  className,
  size,
  children,
}: {
  query: PagedQuery;
  className?: string;
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      busy={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
