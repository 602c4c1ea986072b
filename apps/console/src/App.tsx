/** The console's frame until the routed shell lands: names the product and the preview mode it runs in. */
export function App() {
  return (
    <main>
      <p role="status">This is a technical preview.</p>
      <h1>Rack Console</h1>
    </main>
  );
}
