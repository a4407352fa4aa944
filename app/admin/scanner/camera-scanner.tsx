import { Camera, CameraOff, CircleAlert, ImageUp, LoaderCircle, ScanQrCode } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hydration/use-hydrated";
import { cn } from "~/lib/utils";
import { qrDetector, type QrDetector } from "./qr-detector";
import { scanTarget } from "~/equipment/scan-target";

/** A frame every 200 ms: a code held still is read within a moment, and a phone stays cool. */
const SCAN_INTERVAL_MS = 200;
/** A phone's photo (12 Mpx and more) is read at this width: enough for a code that fills part of it. */
const PHOTO_MAX_SIDE = 1600;

type Camera =
  | { kind: "off" }
  | { kind: "starting" }
  | { kind: "on"; detector: QrDetector }
  | { kind: "opening" }
  | { kind: "failed"; message: string };

/** What was read and refused, or why nothing was read. */
type Notice = { message: string; read?: string };

/** Why the camera could not start, in French, from the browser's error name. */
function cameraError(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "Accès à la caméra refusé : autorisez-le dans les réglages du navigateur, ou photographiez le code.";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "Aucune caméra sur cet appareil : photographiez le code ou saisissez le numéro.";
  if (name === "NotReadableError" || name === "AbortError") return "La caméra est occupée par une autre application : fermez-la, puis réessayez.";
  return "Le lecteur de codes n'a pas pu démarrer : photographiez le code ou saisissez le numéro.";
}

/**
 * The camera and the photo of a code. A code is followed only when scanTarget says it is a depot
 * page or a label of this back office; the path followed is the one it rebuilds. Everything here
 * needs JavaScript: before it runs, and without it, the buttons stay disabled and the typed
 * number below does the work.
 */
export function CameraScanner({ origins }: { origins: string[] }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<Camera>({ kind: "off" });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);

  const stopStream = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  // The camera goes off with the page, even when the phone grants it after the page was left.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      stopStream();
    };
  }, []);

  /** Follows the first code of ours; otherwise says why the first one is refused. True when followed. */
  const follow = (codes: string[]): boolean => {
    const allowed = [window.location.origin, ...origins];
    const targets = codes.map((raw) => ({ raw, target: scanTarget(raw, allowed) }));
    const accepted = targets.find(({ target }) => target.ok);
    if (accepted?.target.ok) {
      stopStream();
      setNotice(null);
      setCamera({ kind: "opening" });
      void navigate(accepted.target.path);
      return true;
    }
    const [refused] = targets;
    if (refused && !refused.target.ok) {
      const { raw } = refused;
      const message = refused.target.error;
      // The same code held in front of the camera is told once, not at every frame.
      setNotice((current) => (current?.read === raw ? current : { message, read: raw }));
    }
    return false;
  };
  /** The camera loop's view of `follow`: the latest props and state, without restarting the loop. */
  const onFrameCodes = useEffectEvent(follow);

  // While the camera is on: a frame read every SCAN_INTERVAL_MS until a code of ours is seen.
  useEffect(() => {
    if (camera.kind !== "on") return;
    let stopped = false;
    let timer: number | undefined;
    const tick = async () => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        let codes: { rawValue: string }[];
        try {
          codes = await camera.detector.detect(element);
        } catch (error) {
          console.error("Lecture du code impossible", error);
          stopStream();
          setCamera({ kind: "failed", message: "Le lecteur de codes s'est arrêté : rouvrez la caméra, ou saisissez le numéro." });
          return;
        }
        if (stopped || onFrameCodes(codes.map((code) => code.rawValue))) return;
      }
      timer = window.setTimeout(tick, SCAN_INTERVAL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [camera]);

  const start = async () => {
    setNotice(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({
        kind: "failed",
        message: window.isSecureContext
          ? "Ce navigateur ne donne pas accès à la caméra : photographiez le code ou saisissez le numéro."
          : "La caméra en direct demande une adresse sécurisée (https) : photographiez le code ou saisissez le numéro.",
      });
      return;
    }
    setCamera({ kind: "starting" });
    try {
      // The reader loads while the phone asks for the camera.
      const [media, detector] = await Promise.allSettled([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false }),
        qrDetector(),
      ]);
      if (media.status === "fulfilled") stream.current = media.value;
      if (left.current) return stopStream();
      if (media.status === "rejected") throw media.reason;
      if (detector.status === "rejected") throw detector.reason;
      const element = video.current!;
      element.srcObject = media.value;
      await element.play();
      setCamera({ kind: "on", detector: detector.value });
    } catch (error) {
      stopStream();
      setCamera({ kind: "failed", message: cameraError(error) });
    }
  };

  const stop = () => {
    stopStream();
    setCamera({ kind: "off" });
  };

  const readPhoto = async (file: File) => {
    setNotice(null);
    setReadingPhoto(true);
    try {
      const detector = await qrDetector();
      let bitmap = await createImageBitmap(file);
      const scale = PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height);
      if (scale < 1) {
        const smaller = await createImageBitmap(bitmap, { resizeWidth: Math.round(bitmap.width * scale), resizeHeight: Math.round(bitmap.height * scale), resizeQuality: "high" });
        bitmap.close();
        bitmap = smaller;
      }
      const codes = await detector.detect(bitmap);
      bitmap.close();
      if (codes.length === 0) setNotice({ message: "Aucun QR code lu sur cette photo : cadrez le code de plus près, à plat et bien éclairé." });
      else follow(codes.map((code) => code.rawValue));
    } catch (error) {
      console.error("Photo illisible", error);
      setNotice({ message: "Cette photo n'a pas pu être lue : reprenez-la, ou saisissez le numéro." });
    } finally {
      setReadingPhoto(false);
    }
  };

  const on = camera.kind === "on" || camera.kind === "starting";
  return (
    <div className="grid gap-4">
      {/* The video is always in the page (a ref to play into), shown once the camera runs. */}
      <div
        className={cn(
          "relative mx-auto aspect-[4/3] w-full max-w-xl overflow-hidden rounded-xl bg-night",
          camera.kind === "on" || camera.kind === "starting" || camera.kind === "opening" ? "block" : "hidden",
        )}
      >
        <video ref={video} muted playsInline aria-label="Image de la caméra" className="size-full object-cover" />
        {/* A square to aim with; the code is read anywhere in the picture. */}
        <div aria-hidden className="pointer-events-none absolute inset-0 grid place-items-center">
          <div className="aspect-square h-3/5 rounded-2xl border-4 border-white/80 shadow-[0_0_0_100vmax_rgb(0_0_0/0.35)]" />
        </div>
        {camera.kind !== "on" ? (
          <div className="absolute inset-0 grid place-items-center text-night-foreground">
            <LoaderCircle className="size-10 animate-spin motion-reduce:animate-none" aria-hidden />
          </div>
        ) : null}
      </div>

      {camera.kind === "off" || camera.kind === "failed" ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed bg-muted/40 px-4 py-6 text-center">
          <ScanQrCode className="size-10 text-primary" aria-hidden />
          <p className="max-w-sm text-sm text-muted-foreground">Visez le QR code du bon de sortie d'une commande, ou l'étiquette d'un article : il s'ouvre tout seul.</p>
        </div>
      ) : null}

      <p aria-live="polite" className="min-h-5 text-center text-sm font-medium empty:hidden">
        {camera.kind === "starting" ? "Ouverture de la caméra…" : camera.kind === "on" ? "Visez le code : il est lu tout seul." : camera.kind === "opening" ? "Code reconnu : ouverture…" : readingPhoto ? "Lecture de la photo…" : ""}
      </p>

      {camera.kind === "failed" ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium">
          <CameraOff className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {camera.message}
        </p>
      ) : null}
      {notice ? (
        <div role="alert" className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
          <p className="flex items-start gap-2 font-medium">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            {notice.message}
          </p>
          {notice.read ? <p className="pl-6 text-muted-foreground [overflow-wrap:anywhere]">Code lu : {notice.read.length > 120 ? `${notice.read.slice(0, 120)}…` : notice.read}</p> : null}
        </div>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2">
        {on ? (
          <Button type="button" variant="outline" size="lg" className="h-14 w-full" onClick={stop}>
            <CameraOff className="size-5" aria-hidden />
            Arrêter la caméra
          </Button>
        ) : (
          <Button type="button" size="lg" className="h-14 w-full" disabled={!hydrated || camera.kind === "opening"} onClick={() => void start()}>
            <Camera className="size-5" aria-hidden />
            Ouvrir la caméra
          </Button>
        )}
        {/* The phone's own camera app, through the file picker: it works where the live camera does
            not (an address without https, a browser without it), and reads a code already photographed. */}
        <label
          className={cn(
            "inline-flex h-14 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-background px-6 text-base font-medium shadow-xs transition-colors hover:bg-accent hover:text-accent-foreground",
            "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:disabled]:pointer-events-none has-[:disabled]:opacity-50",
          )}
        >
          {readingPhoto ? <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden /> : <ImageUp className="size-5" aria-hidden />}
          Photographier un code
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={!hydrated || readingPhoto}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Emptied so that the same photo, taken again, is read again.
              event.currentTarget.value = "";
              if (file) void readPhoto(file);
            }}
          />
        </label>
      </div>
      <noscript>
        <p className="rounded-lg border px-4 py-3 text-sm">La caméra a besoin de JavaScript, désactivé dans ce navigateur : saisissez le numéro de la commande ci-dessous.</p>
      </noscript>
    </div>
  );
}
