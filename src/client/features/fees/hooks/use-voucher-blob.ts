import { useEffect, useState } from 'react';
import { voucherFile } from '../api/fees';

/** The voucher's file as an object URL while shown (revoked on leaving); null while loading. */
export function useVoucherBlob(id: string | null) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!id) return;
    let url: string | null = null;
    let live = true;
    setState({ url: null, failed: false });
    voucherFile(id)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}
