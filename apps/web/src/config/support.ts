/** Customer-support contacts shown on help, contact and tracking pages: change them here only. */
export const SUPPORT_EMAIL = 'support@pasal.com.np';
export const SUPPORT_PHONE = '+977 1-4000000';
export const SUPPORT_PHONE_HREF = 'tel:+97714000000';
export const SUPPORT_HOURS = 'Sunday to Friday, 9:00 to 18:00 (Nepal time)';
export const OFFICE_ADDRESS = 'Kathmandu, Bagmati Province, Nepal';
