import { buttonClass, Skeleton } from '@atelier/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RemoteSection } from '../../remotes/RemotePage';
import { HomeBand, SectionHeading } from './HomeSection';

/** Anchor `collection`: mfe-shop's featured collection, or a plain invitation when the shop cannot load. */
export function FeaturedSection() {
  return (
    <HomeBand id="collection">
      <RemoteSection id="shop/FeaturedCollection" loading={<FeaturedLoading />} fallback={<FeaturedUnavailable />} />
    </HomeBand>
  );
}

function FeaturedFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-6 py-24 md:py-32">
      <SectionHeading eyebrow="The Collection" title="Featured Collection" />
      {children}
    </div>
  );
}

function FeaturedLoading() {
  return (
    <FeaturedFrame>
      <div className="mt-14 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index}>
            <Skeleton className="aspect-[4/3]" />
            <Skeleton className="mt-4 h-6 w-2/3" />
          </div>
        ))}
      </div>
    </FeaturedFrame>
  );
}

function FeaturedUnavailable() {
  return (
    <FeaturedFrame>
      <div className="mt-10 text-center">
        <Link to="/collection" className={buttonClass('outline')}>
          View Full Collection
        </Link>
      </div>
    </FeaturedFrame>
  );
}
