// `npm run bench`: prints the size and speed figures of the widget and the SDK.
import { benchWidget } from "./bench-widget.mjs";
import { benchSdk } from "./bench-sdk.mjs";

await benchWidget();
await benchSdk();
