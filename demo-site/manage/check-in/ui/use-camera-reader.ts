// The camera and its code reader: the back camera into a <video muted playsinline>, and about ten times a second
// the decoder (engine/decoder.ts: the browser's BarcodeDetector, else the WASM one) reads the current frame. Each
// code read goes to `onRead`; the caller decides what a repeat is. The decoder is loaded when the camera starts,
// never on a verdict's path. Reading pauses while the page is hidden; the camera stops when the screen goes.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

export type CameraStatus = "off" | "starting" | "running" | "denied" | "missing" | "decoder_failed";

/** ms between the starts of two reads (10 a second); a slow read delays the next one rather than piling up. */
const READ_EVERY_MS = 100;

interface Run {
  stream: MediaStream | null;
  timer: number | undefined;
}

interface Decoder {
  detect(source: CanvasImageSource): Promise<string[]>;
}

function cameraFailure(error: unknown): CameraStatus {
  const name = error instanceof DOMException ? error.name : "";
  return name === "NotAllowedError" || name === "SecurityError" ? "denied" : "missing";
}

export function useCameraReader(onRead: (code: string) => void): {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  start: () => void;
  stop: () => void;
} {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<CameraStatus>("off");
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);
  // One run of the camera: its stream and its read timer. A run is live while it is the current one; the loop checks
  // that after each await, since stop() may have come meanwhile.
  const runRef = useRef<Run | null>(null);

  const stop = useCallback(() => {
    const run = runRef.current;
    runRef.current = null;
    if (!run) return;
    clearTimeout(run.timer);
    for (const track of run.stream?.getTracks() ?? []) track.stop();
    if (videoRef.current) videoRef.current.srcObject = null;
    setStatus("off");
  }, []);

  const start = useCallback(() => {
    if (runRef.current) return;
    const run: Run = { stream: null, timer: undefined };
    const live = () => runRef.current === run;
    runRef.current = run;
    setStatus("starting");
    const fail = (why: CameraStatus) => {
      if (!live()) return;
      stop();
      setStatus(why);
    };
    void (async () => {
      // Not there outside a secure context (plain http), or in a browser without cameras.
      const media = navigator.mediaDevices as MediaDevices | undefined;
      if (!media) return fail("missing");
      const decoderReady = import("../engine/decoder.ts").then((m) => m.createDecoder());
      decoderReady.catch(() => undefined); // awaited below; a camera failure may come first
      try {
        run.stream = await media.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch (error) {
        return fail(cameraFailure(error));
      }
      const video = videoRef.current;
      if (!live() || !video) return void run.stream.getTracks().forEach((track) => track.stop());
      video.srcObject = run.stream;
      await video.play().catch(() => undefined);
      let decoder: Decoder;
      try {
        decoder = await decoderReady;
      } catch {
        return fail("decoder_failed");
      }
      if (!live()) return;
      setStatus("running");
      const read = async () => {
        const began = performance.now();
        if (!document.hidden && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          const codes = await decoder.detect(video).catch(() => [] as string[]);
          if (!live()) return;
          for (const code of codes) onReadRef.current(code);
        }
        const wait = Math.max(0, READ_EVERY_MS - (performance.now() - began));
        if (live()) run.timer = window.setTimeout(() => void read(), wait);
      };
      void read();
    })();
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { videoRef, status, start, stop };
}
