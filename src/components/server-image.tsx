import { useState, type ImgHTMLAttributes } from 'react';

import { IMAGE_PLACEHOLDER, resolveImageUrl } from '@/lib/urls/server-urls';

type ServerImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The reference the server sent: a key, a path or an address (see resolveImageUrl). */
  src: string | null | undefined;
  alt: string;
};

/**
 * An image the server named: resolved against the object storage, shown only from the storage
 * host or this site; a reference that may not be shown, or an image that fails to load, shows a
 * neutral placeholder of the same size instead.
 */
export function ServerImage({ src, alt, ...rest }: ServerImageProps) {
  const resolved = resolveImageUrl(src);
  const [failed, setFailed] = useState<string>();
  const shown = resolved && failed !== resolved ? resolved : IMAGE_PLACEHOLDER;
  return <img {...rest} src={shown} alt={alt} onError={() => setFailed(resolved)} />;
}
