import { hydrateRoot } from "react-dom/client";
import { ShopPage } from "./ShopPage.baseline";
import { props } from "./props";

hydrateRoot(document.getElementById("root")!, <ShopPage {...props} />);
