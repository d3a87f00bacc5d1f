import type { Favourite, FavouriteTarget } from '@/contract/favourite/types';

import { cstDate, isoCst } from '../../core/time';
import { dictItems, dicts } from '../reference/data-dicts';
import { ports } from '../reference/data-ports';
import { provinces } from '../reference/data-provinces';

import type { Lang } from '../../core/messages';
import type { Db } from '../../core/schema';
import type { FavouriteRow } from './schema';

const portByCode = new Map(ports.map((port) => [port.code, port]));
const provinceByCode = new Map(provinces.map((province) => [province.code, province]));
const carrierDictId = dicts.find((dict) => dict.dictCode === 'carrier')?.id;
const carriers = new Map(
  dictItems.filter((item) => item.dictId === carrierDictId).map((item) => [item.value, item]),
);

const portName = (code: string, lang: Lang) => {
  const port = portByCode.get(code);
  return port ? (lang === 'en' ? port.nameEn : port.name) : code;
};

const lane = (pol: string, pod: string, lang: Lang) =>
  `${portName(pol, lang)} → ${portName(pod, lang)}`;

/** What a favourite points at, in `lang`, as the list shows it; null when it no longer exists. */
export function favouriteTarget(
  db: Db,
  row: FavouriteRow,
  lang: Lang,
  now: number,
): FavouriteTarget | null {
  switch (row.kind) {
    case 'tender': {
      const tender = db.tenders[row.targetId];
      if (!tender) return null;
      return {
        title: tender.title,
        subtitle: `${tender.tenderNo} · ${lane(tender.pol, tender.pod, lang)}`,
        status: tender.status,
      };
    }
    case 'listing': {
      const listing = db.listings[row.targetId];
      if (!listing) return null;
      const carrier = carriers.get(listing.carrier);
      const carrierName = carrier
        ? lang === 'en'
          ? carrier.textEn
          : carrier.text
        : listing.carrier;
      const price = listing.prices[0];
      const status =
        listing.status === 'off' ? 'off' : listing.validTo < cstDate(now) ? 'expired' : undefined;
      return {
        title: `${lane(listing.pol, listing.pod, lang)} · ${carrierName}`,
        ...(price
          ? { subtitle: `${listing.currency} ${price.amount} / ${price.unit.toUpperCase()}` }
          : {}),
        ...(status ? { status } : {}),
      };
    }
    case 'enterprise': {
      const enterprise = db.enterprises[row.targetId];
      if (!enterprise) return null;
      const province = provinceByCode.get(enterprise.provinceCode);
      const name = lang === 'en' && enterprise.nameEn ? enterprise.nameEn : enterprise.name;
      return {
        title: name,
        ...(province ? { subtitle: lang === 'en' ? province.nameEn : province.name } : {}),
      };
    }
    case 'news': {
      const news = db.news[row.targetId];
      if (!news) return null;
      return { title: news.title[lang], subtitle: cstDate(news.publishedAt) };
    }
  }
}

export function toFavourite(db: Db, row: FavouriteRow, lang: Lang, now: number): Favourite {
  return {
    id: row.id,
    kind: row.kind,
    targetId: row.targetId,
    createdAt: isoCst(row.createdAt),
    target: favouriteTarget(db, row, lang, now),
  };
}
