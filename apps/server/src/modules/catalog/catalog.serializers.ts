import type { ProductCard, ProductDetail } from '@pasal/domain';
import { paisaToDecimal } from '@pasal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { categories } from '../../db/schema/index.ts';
import { requestOrigin, sendPage } from '../../lib/http.ts';
import { mediaUrl } from '../media/image-variants.ts';
import type { ProductCardRow } from './catalog.service.ts';
import type { getProductBySlug } from './product-detail.service.ts';

type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'title' | 'slug' | 'image'>;

export function serializeCategory(origin: string, c: CategoryRow) {
  return { id: c.id, title: c.title, slug: c.slug, image: mediaUrl(origin, c.image, 'thumb') };
}

export function serializeProductCard(origin: string, row: ProductCardRow): ProductCard {
  const p = row.product;
  return {
    id: p.id,
    pid: p.pid,
    slug: p.slug,
    title: p.title,
    image: mediaUrl(origin, p.image, 'full'),
    image_thumb: mediaUrl(origin, p.image, 'thumb'),
    price: paisaToDecimal(p.price),
    old_price: paisaToDecimal(p.oldPrice),
    shipping_amount: paisaToDecimal(p.shippingAmount),
    stock_qty: p.stockQty,
    in_stock: p.stockQty > 0,
    featured: p.featured,
    status: p.status,
    product_rating: p.rating,
    rating: p.rating,
    rating_count: p.ratingCount,
    orders: p.orders,
    category: row.category?.id ? serializeCategory(origin, row.category as CategoryRow) : null,
    vendor: {
      id: row.vendor.id,
      name: row.vendor.name,
      slug: row.vendor.slug,
      image: mediaUrl(origin, row.vendor.image, 'thumb'),
      description: row.vendor.description,
    },
    date: p.createdAt.toISOString(),
    size: row.size.map((s) => ({
      id: s.id,
      name: s.name,
      price: s.hasPrice ? paisaToDecimal(s.price) : null,
    })),
    color: row.color.map((c) => ({ id: c.id, name: c.name, color_code: c.colorCode })),
  };
}

/** A page of cards as every product list answers it: an array, the total in X-Total-Count. */
export function sendCardPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { rows: ProductCardRow[]; total: number; more?: boolean },
): ProductCard[] {
  const origin = requestOrigin(request);
  return sendPage(reply, page, (r) => serializeProductCard(origin, r));
}

export function serializeProductDetail(
  origin: string,
  row: Awaited<ReturnType<typeof getProductBySlug>>,
): ProductDetail {
  return {
    ...serializeProductCard(origin, row),
    description: row.product.description,
    specification: row.specification.map((s) => ({ id: s.id, title: s.title, content: s.content })),
    gallery: row.gallery.map((g) => ({
      id: g.id,
      image: mediaUrl(origin, g.image, 'full'),
      image_thumb: mediaUrl(origin, g.image, 'thumb'),
    })),
  };
}
