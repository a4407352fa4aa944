import { BrandLogo } from "./brand-logo";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

export function SiteHeader({ brandName, logoUrl, signedIn = false }: { brandName: string; logoUrl?: string | null; signedIn?: boolean }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-night/90 text-night-foreground backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
        <BrandLogo brandName={brandName} logoUrl={logoUrl} />
        <DesktopNav signedIn={signedIn} />
        <MobileNav signedIn={signedIn} />
      </div>
    </header>
  );
}
