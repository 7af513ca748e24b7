// Crops a picked picture to a square before it is uploaded: the picture under a square frame, moved by dragging
// (or with the arrow keys while the frame has focus) and zoomed with a slider; "Use this picture" draws the square
// on a canvas and hands back a new file (PNG for a PNG, JPEG otherwise), at most 800 px a side. A modal dialog:
// focus moves in and is trapped, Escape or "Cancel" leaves without a picture.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useObjectUrl } from "../files/use-object-url.ts";
import { Button } from "./Button.tsx";
import * as dialogStyles from "./Dialog.css.ts";
import * as styles from "./ImageCropDialog.css.ts";

export interface ImageCropDialogProps {
  /** The picture to crop; the dialog is open while there is one. */
  file: File | null;
  title?: string;
  onCrop: (square: File) => void;
  onCancel: () => void;
}

const MAX_OUTPUT = 800;
const MAX_ZOOM = 3;
const KEY_STEP = 10;

export function ImageCropDialog({ file, title = "Crop your picture", onCrop, onCancel }: ImageCropDialogProps) {
  return (
    <ModalOverlay isOpen={file !== null} onOpenChange={(open) => (open ? undefined : onCancel())} isDismissable className={dialogStyles.overlay}>
      <Modal className={dialogStyles.modal}>
        <Dialog className={dialogStyles.dialog}>
          <Heading slot="title" className={dialogStyles.heading}>
            {title}
          </Heading>
          {file ? <Cropper file={file} onCrop={onCrop} onCancel={onCancel} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface Placement {
  zoom: number;
  /** The picture's top-left corner in the frame, in frame pixels (never leaving the frame uncovered). */
  x: number;
  y: number;
}

function Cropper({ file, onCrop, onCancel }: { file: File; onCrop: (square: File) => void; onCancel: () => void }) {
  const url = useObjectUrl(file);
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [side, setSide] = useState(0);
  const [placement, setPlacement] = useState<Placement>({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ pointer: number; startX: number; startY: number; from: Placement } | null>(null);
  const [isWorking, setWorking] = useState(false);
  const hintId = useId();
  const zoomId = useId();

  useEffect(() => {
    const frame = frameRef.current;
    if (frame === null) return;
    const measure = () => setSide(frame.clientWidth);
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(frame);
    return () => observer?.disconnect();
  }, []);

  // The picture fills the frame at zoom 1 (its shorter side across it), centred.
  const base = natural && side > 0 ? side / Math.min(natural.width, natural.height) : 0;
  const clamp = (next: Placement): Placement => {
    if (natural === null || base === 0) return next;
    const width = natural.width * base * next.zoom;
    const height = natural.height * base * next.zoom;
    return { zoom: next.zoom, x: Math.min(0, Math.max(side - width, next.x)), y: Math.min(0, Math.max(side - height, next.y)) };
  };
  // Centred at first; when the frame changes size (a phone turned), the same part of the picture stays in it.
  const placedFor = useRef<{ natural: typeof natural; side: number }>({ natural: null, side: 0 });
  useEffect(() => {
    if (natural === null || base === 0) return;
    const before = placedFor.current;
    placedFor.current = { natural, side };
    if (before.natural === natural && before.side > 0) {
      const ratio = side / before.side;
      setPlacement((current) => ({ zoom: current.zoom, x: current.x * ratio, y: current.y * ratio }));
      return;
    }
    setPlacement({ zoom: 1, x: (side - natural.width * base) / 2, y: (side - natural.height * base) / 2 });
  }, [natural, base, side]);

  const zoomTo = (zoom: number) =>
    setPlacement((current) => {
      // Zoom about the frame's centre.
      const ratio = zoom / current.zoom;
      const centre = side / 2;
      return clamp({ zoom, x: centre - (centre - current.x) * ratio, y: centre - (centre - current.y) * ratio });
    });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, startX: event.clientX, startY: event.clientY, from: placement };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start === null || start.pointer !== event.pointerId) return;
    setPlacement(clamp({ ...start.from, x: start.from.x + event.clientX - start.startX, y: start.from.y + event.clientY - start.startY }));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [KEY_STEP, 0], ArrowRight: [-KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setPlacement((current) => clamp({ ...current, x: current.x + move[0], y: current.y + move[1] }));
  };

  const crop = async () => {
    const image = imageRef.current;
    if (image === null || natural === null || base === 0) return;
    setWorking(true);
    const scale = base * placement.zoom;
    const sourceSide = side / scale;
    const output = Math.max(1, Math.round(Math.min(MAX_OUTPUT, sourceSide)));
    const canvas = document.createElement("canvas");
    canvas.width = output;
    canvas.height = output;
    const context = canvas.getContext("2d");
    if (context === null) return setWorking(false);
    context.imageSmoothingQuality = "high";
    context.drawImage(image, -placement.x / scale, -placement.y / scale, sourceSide, sourceSide, 0, 0, output, output);
    const type = file.type === "image/png" ? "image/png" : "image/jpeg";
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    setWorking(false);
    if (blob !== null) onCrop(new File([blob], squareName(file.name, type), { type }));
  };

  const scale = base * placement.zoom;
  return (
    <div className={styles.body}>
      <p id={hintId} className={dialogStyles.body}>
        Drag the picture, or use the arrow keys, to place your face in the square; zoom to fill it.
      </p>
      <div
        ref={frameRef}
        className={styles.frame}
        role="group"
        aria-label="Picture position"
        aria-describedby={hintId}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {url ? (
          <img
            ref={imageRef}
            src={url}
            alt=""
            draggable={false}
            className={styles.image}
            onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
            style={natural ? { width: `${natural.width * scale}px`, height: `${natural.height * scale}px`, transform: `translate(${placement.x}px, ${placement.y}px)` } : { visibility: "hidden" }}
          />
        ) : null}
      </div>
      <div className={styles.zoom}>
        <label htmlFor={zoomId} className={styles.zoomLabel}>
          Zoom
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={placement.zoom}
          onChange={(event) => zoomTo(Number(event.currentTarget.value))}
          className={styles.slider}
        />
      </div>
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isWorking}>
          Cancel
        </Button>
        <Button onPress={() => void crop()} isPending={isWorking} isDisabled={natural === null}>
          Use this picture
        </Button>
      </div>
    </div>
  );
}

/** "me.webp" cropped to a JPEG is "me.jpg"; a PNG stays "me.png". */
function squareName(name: string, type: string): string {
  const stem = name.replace(/\.[^.]*$/, "") || "picture";
  return `${stem}.${type === "image/png" ? "png" : "jpg"}`;
}

/** Whether a picture is square already (nothing to crop), read from its pixels. */
export async function isSquareImage(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    const square = bitmap.width === bitmap.height;
    bitmap.close();
    return square;
  } catch {
    return false;
  }
}
