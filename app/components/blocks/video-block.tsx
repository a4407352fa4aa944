import { Icon } from "~/components/icon";
import { useState } from "react";
import type { VideoSources } from "~/content/video";
import { SectionHeading } from "./section-heading";
import { useMessages } from "~/i18n/messages";

/**
 * A lightweight video placeholder: poster and play button; the provider's player (an iframe)
 * is inserted only on click, so no third-party frame loads with the page. Without JavaScript
 * the button is a link to the video.
 */
export function VideoBlock({ video, title }: { video: VideoSources; title: string }) {
  const m = useMessages().site.blocks;
  const [playing, setPlaying] = useState(false);
  const { embedUrl: embed, playerUrl, poster } = video;
  return (
    <section aria-labelledby="video-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="video-title" eyebrow={m.videoEyebrow} title={title} />
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-night shadow-xl" data-testid="video-frame">
        {playing ? (
          <iframe
            src={playerUrl}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <a
            href={embed}
            data-replay-click=""
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
            className="group absolute inset-0 flex items-center justify-center"
            aria-label={m.playVideo(title)}
          >
            {poster && (
              <img
                src={poster}
                alt=""
                width={1280}
                height={720}
                loading="lazy"
                className="absolute inset-0 size-full object-cover opacity-60"
              />
            )}
            <span className="relative inline-flex size-20 items-center justify-center rounded-full bg-brand-gradient text-white shadow-2xl transition-transform group-hover:scale-110">
              <Icon name="play" className="ml-1 size-9 fill-current" />
            </span>
          </a>
        )}
      </div>
    </section>
  );
}
