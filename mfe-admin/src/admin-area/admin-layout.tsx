import type { ReactNode } from 'react';
import { Page } from 'shared/ui/page.tsx';
import { SideMenuLayout } from 'shared/ui/side-menu-layout';
import { AdminMenu } from './admin-menu.tsx';

/** A back-office screen: the admin menu beside the screen's own content. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <SideMenuLayout $menuWidth="12rem">
        <AdminMenu />
        <section aria-labelledby="admin-page-title">
          <h1 id="admin-page-title">{title}</h1>
          {children}
        </section>
      </SideMenuLayout>
    </Page>
  );
}
