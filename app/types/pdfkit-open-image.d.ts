// pdfkit's openImage (decode an image once, draw it again as the same PDF object) is public in
// pdfkit but missing from @types/pdfkit.
declare namespace PDFKit.Mixins {
  interface OpenedImage {
    readonly width: number;
    readonly height: number;
  }
  interface PDFImage {
    openImage(src: Buffer): OpenedImage;
    image(src: OpenedImage, x?: number, y?: number, options?: ImageOption): this;
  }
}
