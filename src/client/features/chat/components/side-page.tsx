import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A chat menu page: its list on the left and the chosen item beside it. */
export function SidePage({ side }: { side: ReactNode }) {
  return (
    <>
      {side}
      <Outlet />
    </>
  );
}
