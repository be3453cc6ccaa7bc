import { useEffect } from 'react';
import { useNavigate } from 'shared/routing';
import { paths } from 'shared/config/routes';

/** A product or combo that fails to load sends the shopper to the product list. */
export function useProductListOnError(isError: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isError) navigate(paths.products, { replace: true });
  }, [isError, navigate]);
}
