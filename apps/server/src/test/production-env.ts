/** The least a production configuration needs (config.ts refuses production without these). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://pasal.example.np',
  SMTP_URL: 'smtp://mail.example.np:587',
} as const;
