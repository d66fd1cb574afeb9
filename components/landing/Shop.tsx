import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/locale";
import { StaticImage, staticImageProps } from "@/components/ui/StaticImage";
import { currentCalendar } from "@/lib/calendar/current";
import { ticketsOnSale } from "@/lib/calendar/phase";
import { edition } from "@/lib/content/edition";
import { pictureIn } from "@/lib/content/shop";
import { Section } from "./Section";
import { ProductCards } from "./ProductCards";
import type { PreviewProduct } from "./ProductPreview";
import { landingFormat } from "./format";
import styles from "./Shop.module.css";

/** The preview modal is at most 28rem wide, nearly the whole width of a phone. */
const PREVIEW_SIZES = "(max-width: 32rem) 90vw, 28rem";

export async function Shop() {
  const locale = await getLocale();
  const t = await getTranslations("Shop");
  const fmt = landingFormat(locale);
  const onSale = ticketsOnSale(currentCalendar().phase);
  const previewLabels = {
    close: t("preview.close"),
    loading: t("preview.loading"),
    failed: t("preview.failed"),
    price: t("priceLabel"),
  };
  const previews: Record<string, PreviewProduct> = Object.fromEntries(
    edition.products
      .filter((product) => product.preview)
      .map((product) => [
        product.key,
        {
          name: t(`products.${product.key}.name`),
          price: fmt.euros(product.price),
          picture: staticImageProps({
            src: pictureIn(product.image, locale),
            alt: t(`products.${product.key}.alt`),
            width: 800,
            height: 800,
            sizes: PREVIEW_SIZES,
          }),
        },
      ]),
  );

  return (
    <Section id="shop" title={t("title")} intro={onSale ? t("intro") : t("introOver")} tone="raised">
      <h3 className={styles.groupTitle}>{t("ticketsTitle")}</h3>
      {onSale ? (
        <ul className={styles.tickets}>
          {edition.tickets.map((ticket) => (
            <li key={ticket.key} className={styles.ticket}>
              <StaticImage
                src={pictureIn(ticket.image, locale)}
                alt={t("ticketAlt", { name: t(`tickets.${ticket.key}.name`) })}
                width={800}
                height={500}
                sizes="(max-width: 48rem) 100vw, 36rem"
                className={styles.ticketImage}
              />
              <div className={styles.ticketBody}>
                <div>
                  <h4 className={styles.itemName}>{t(`tickets.${ticket.key}.name`)}</h4>
                  <p className={styles.itemText}>{t(`tickets.${ticket.key}.text`)}</p>
                </div>
                <p className={styles.price}>
                  <span className="visually-hidden">{t("priceLabel")}: </span>
                  {fmt.euros(ticket.price)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.ticketsOver}>{t("ticketsOver", { year: edition.year })}</p>
      )}

      <h3 className={styles.groupTitle}>{t("productsTitle")}</h3>
      <ProductCards className={styles.products} previews={previews} labels={previewLabels}>
        {edition.products.map((product) => (
          <li
            key={product.key}
            className={product.preview ? `${styles.product} ${styles.previewable}` : styles.product}
            data-product={product.key}
            data-preview={product.preview ? "" : undefined}
          >
            <StaticImage
              src={pictureIn(product.image, locale)}
              alt={t(`products.${product.key}.alt`)}
              width={800}
              height={800}
              sizes="(max-width: 40rem) 50vw, 17rem"
              className={styles.productImage}
            />
            <div className={styles.productBody}>
              <h4 className={styles.itemName}>{t(`products.${product.key}.name`)}</h4>
              <p className={styles.itemText}>{t(`products.${product.key}.text`)}</p>
              <div className={styles.productFoot}>
                <p className={styles.price}>
                  <span className="visually-hidden">{t("priceLabel")}: </span>
                  {fmt.euros(product.price)}
                </p>
                {product.preview ? (
                  <button type="button" className={styles.open} aria-haspopup="dialog">
                    {t("preview.open")}
                    <span className="visually-hidden"> {t(`products.${product.key}.name`)}</span>
                  </button>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ProductCards>
    </Section>
  );
}
