/** The exact spec §2/§8 text; kept as a literal so it still shows when translation itself is what failed. */
export const FORM_RENDER_ERROR =
  "An error occurred while rendering the form. Please try again or contact support if the problem persists.";

export function FormRenderError({
  message,
  onRetry,
  retryLabel,
}: {
  message?: string;
  onRetry: () => void;
  retryLabel: string;
}) {
  return (
    <div className="tc-error" part="error form-error" role="alert" data-testid="form-render-error">
      <p>{message || FORM_RENDER_ERROR}</p>
      <button type="button" className="tc-button" part="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
