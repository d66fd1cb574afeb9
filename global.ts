import type { IntlTag, Locale } from "@/i18n/routing";
import type messages from "@/messages/en.json";

declare module "use-intl" {
  interface AppConfig {
    // next-intl formats with the Intl tag (i18n/request-config.ts); calls may still name a page's locale (`pt`).
    Locale: Locale | IntlTag;
    Messages: typeof messages;
  }
}
