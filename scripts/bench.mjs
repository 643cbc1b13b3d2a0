// `npm run bench`: prints the size and speed figures of the widget, the SDK and the reference server.
import { benchWidget } from "./bench-widget.mjs";
import { benchSdk } from "./bench-sdk.mjs";
import { benchServer } from "./bench-server.mjs";

await benchWidget();
await benchSdk();
await benchServer();
