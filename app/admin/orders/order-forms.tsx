import { useFetcher, useLocation, useParams, type FetcherFormProps } from "react-router";
import type { OrderPageResult, OrderResource } from "./order-results";

/** The order page's forms post through one fetcher: the page reads its answer, a form its pending post. */
export const ORDER_FORMS_KEY = "order-page";

export function useOrderForms() {
  return useFetcher<OrderPageResult>({ key: ORDER_FORMS_KEY });
}

/**
 * Where a form of the order page posts: its resource under the order's address, with the page's
 * query (the product search), which a plain form post comes back to.
 */
export function useOrderResource(resource: OrderResource): string {
  const { number = "" } = useParams();
  const { search } = useLocation();
  return `/admin/shop/commandes/${encodeURIComponent(number)}/${resource}${search}`;
}

/** A form of the order page, posted to `resource` through the page's fetcher. */
export function OrderForm({ resource, ...props }: { resource: OrderResource } & Omit<FetcherFormProps, "action" | "method">) {
  const fetcher = useOrderForms();
  return <fetcher.Form method="post" action={useOrderResource(resource)} {...props} />;
}
