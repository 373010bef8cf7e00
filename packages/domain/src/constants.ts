/** Business constants and limits of spec §9, shared by the server and the app. */
export const HTTP_TIMEOUT_MS = 10_000;
export const API_BASE_PATH = '/api/';
/** The cookies the app keeps its session's tokens in; the server renders pages only for visitors without them. */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const ACCESS_COOKIE_DAYS = 1;
export const REFRESH_COOKIE_DAYS = 7;
export const TOAST_DURATION_MS = 3_000;
export const CAROUSEL_INTERVAL_MS = 6_000;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 50;
export const CAROUSEL_SLIDE_COUNT = 5;
export const NAV_CATEGORY_COUNT = 7;
export const CART_ID_LENGTH = 30;
export const CART_ID_ALPHABET = 'ABCDEFGHIJKL0123456789';
export const CART_ID_STORAGE_KEY = 'randomString';
/**
 * Holds the cart id while no request has carried it: nothing can be stored under it yet, so its
 * cart and wishlist are known to be empty (an id kept before this key existed is taken as used).
 */
export const UNUSED_CART_ID_STORAGE_KEY = 'randomStringUnused';
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_NAME_LENGTH = 3;
export const MIN_PHONE_LENGTH = 7;
export const MIN_QUANTITY = 1;
/** Spec §7: the country used when the shopper's position cannot be turned into one (the list's first). */
export const FALLBACK_COUNTRY = 'Nepal';
export const CART_UPDATE_DEBOUNCE_MS = 500;
export const STAR_SCALE = 5;
export const CART_PROGRESS_PERCENT = 15;
export const CHECKOUT_PROGRESS_PERCENT = 75;
export const STOCK_BADGE_THRESHOLD = 10;
export const VENDOR_REVIEW_PAGE_SIZE = 5;
export const SHOP_PAGE_SIZE = 12;
export const SEARCH_SORTS = ['price_asc', 'price_desc', 'rating', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const VENDOR_CHART_RANGES = ['last_6_months', 'last_12_months', 'year_to_date'] as const;

/** Every list endpoint is bounded: these are the defaults and the ceiling for `page_size`. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/**
 * How many of each a product may carry. The vendor's product form holds them to these, and
 * the product page reads no more, so one product can never make its page unbounded.
 */
export const PRODUCT_PART_LIMITS = { size: 30, color: 30, specification: 60, gallery: 12 } as const;
