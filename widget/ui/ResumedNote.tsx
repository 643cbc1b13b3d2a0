/** The note of a restored checkout with its "Start over" button; each step brings its own texts. */
export function ResumedNote({
  message,
  action,
  onStartOver,
}: {
  message: string;
  action: string;
  onStartOver: () => void;
}) {
  return (
    <div className="tc-resumed" part="resumed" data-testid="resumed">
      <p role="status">{message}</p>
      <button type="button" className="tc-button" part="button" onClick={onStartOver}>
        {action}
      </button>
    </div>
  );
}
