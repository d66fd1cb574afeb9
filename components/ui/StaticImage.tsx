import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's optimised markup (srcset, sizes, lazy loading) rendered on the server as a plain <img>.
 * next/image's <Image> is a client component: every instance would hydrate and repeat its props in the
 * page's RSC payload, which a picture that never changes does not need.
 */
export function StaticImage({ className, ...props }: ImageProps) {
  const { props: img } = getImageProps(props);
  // The rule wants <Image>; this <img> carries exactly the optimised props <Image> would render.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={img.alt} className={className} />;
}
