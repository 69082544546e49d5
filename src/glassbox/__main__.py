"""`python -m glassbox demo [--out DIR] [--backend NAME]`: what torch.compile runs, dumped and shown."""
import sys


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: python -m glassbox demo [--out DIR] [--backend NAME]\n\n"
              "  demo   compile a small model with graph breaks under glassbox.prepare_debug,\n"
              "         print where each kind of file went and show one transformed function")
        return 0 if argv else 2
    if argv[0] == "demo":
        from .dynamo import demo
        return demo.main(argv[1:])
    print("python -m glassbox: unknown command %r (try: demo)" % argv[0], file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
