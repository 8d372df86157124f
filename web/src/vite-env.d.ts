/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_INTERNATIONAL_SITE_URL?: string;
  readonly VITE_DEFAULT_REF_CODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
