import { getImageProps, type ImageProps } from "next/image";
import { versionedUrl } from "@/lib/assets/content-version";

/**
 * getImageProps for a picture of `public/`, its URL carrying the file's content version (`?v=`), so every cache
 * of the optimised copies (Next's own, a CDN's, the browser's) misses when the picture changes.
 */
export function staticImageProps({ src, ...props }: ImageProps) {
  return getImageProps({ ...props, src: typeof src === "string" ? versionedUrl(src) : src }).props;
}

/**
 * next/image's optimised markup (srcset, sizes, lazy loading) rendered on the server as a plain <img>.
 * next/image's <Image> is a client component: every instance would hydrate and repeat its props in the
 * page's RSC payload, which a picture that never changes does not need.
 */
export function StaticImage({ className, ...props }: ImageProps) {
  const img = staticImageProps(props);
  // The rule wants <Image>; this <img> carries exactly the optimised props <Image> would render.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={img.alt} className={className} />;
}
