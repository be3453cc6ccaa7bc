import fp from 'fastify-plugin';
import { openNoticeChannel } from '../db/notice-channel.ts';
import { changeAsNotice, changeFromNotice } from '../modules/catalog/catalog-change.ts';
import { catalogChanged, tellOtherInstancesWith } from '../modules/catalog/service.ts';

/** The PostgreSQL channel on which API instances tell one another that the catalogue changed. */
export const CATALOG_CHANGED = 'catalog_changed';

/**
 * Keeps the catalogue held in memory the same on every API instance on one PostgreSQL database: a write's
 * `invalidateCatalog()` is announced on the channel with what it changed, and the other instances read that
 * afresh when they hear it, or the whole catalogue when their listener connects again (what was announced
 * meanwhile was missed).
 */
export const catalogSync = fp<{ databaseUrl: string }>(
  async (app, { databaseUrl }) => {
    const channel = await openNoticeChannel({
      url: databaseUrl,
      channel: CATALOG_CHANGED,
      onNotice: (notice) => catalogChanged(changeFromNotice(notice)),
      onListening: () => catalogChanged('all'),
      log: app.log.child({ job: 'catalog-sync' }),
    });
    const stopTelling = tellOtherInstancesWith((change) => channel.announce(changeAsNotice(change)));
    app.addHook('onClose', async () => {
      stopTelling();
      await channel.close();
    });
  },
  { name: 'catalog-sync' },
);
