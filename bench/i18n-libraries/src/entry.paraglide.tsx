import { hydrateRoot } from "react-dom/client";
import { ShopPage } from "./ShopPage.paraglide";
import { props } from "./props";

// The locale comes from the URL (strategy ["url", "baseLocale"]): nothing to set up.
hydrateRoot(document.getElementById("root")!, <ShopPage {...props} />);
