import { style } from "@vanilla-extract/css";

export const listPicture = style({ width: "40px", height: "40px" });
