package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/sudokugo/sudoku/web"
)

// The bounds of the server of the serve command, on top of those of the
// handler: a client has a few seconds to send its headers and its body,
// and an idle connection is closed after a minute.
const (
	serveHeaderTimeout = 5 * time.Second
	serveReadTimeout   = 10 * time.Second
	serveIdleTimeout   = 60 * time.Second
	serveWriteSlack    = 10 * time.Second // beyond the handler's own timeout
	serveShutdown      = 10 * time.Second // for requests under way to finish
	serveHeaderBytes   = 16 << 10
)

// runServe is the serve command: the page and the JSON API of package web
// over HTTP, until interrupted.
func runServe(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	addr := fs.String("addr", "127.0.0.1:8080",
		"listen on `HOST:PORT` (port 0 picks a free port)")
	timeout := fs.Duration("timeout", web.DefaultTimeout,
		"bound the work of each request by `D`")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case fs.NArg() > 0:
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	case *timeout <= 0:
		return usageError(fs, "-timeout must be above 0")
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(e.stderr, "%s: %v\n", fs.Name(), err)
		return exitBad
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	h := web.New(web.Options{Timeout: *timeout})
	return serve(ctx, e, fs.Name(), ln, h, *timeout)
}

// serve answers requests on ln with h until ctx is done, then lets the
// requests under way finish, for a while, and returns the exit status.
func serve(ctx context.Context, e *env, label string, ln net.Listener,
	h http.Handler, timeout time.Duration) int {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: serveHeaderTimeout,
		ReadTimeout:       serveReadTimeout,
		WriteTimeout:      timeout + serveWriteSlack,
		IdleTimeout:       serveIdleTimeout,
		MaxHeaderBytes:    serveHeaderBytes,
		ErrorLog:          log.New(e.stderr, label+": ", 0),
	}
	fmt.Fprintf(e.stderr, "%s: http://%s/ (interrupt to stop)\n", label, ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		fmt.Fprintf(e.stderr, "%s: %v\n", label, err)
		return exitBad
	case <-ctx.Done():
	}
	fmt.Fprintf(e.stderr, "%s: stopping\n", label)
	sctx, cancel := context.WithTimeout(context.Background(), serveShutdown)
	defer cancel()
	code := exitOK
	if err := srv.Shutdown(sctx); err != nil {
		fmt.Fprintf(e.stderr, "%s: %v\n", label, err)
		srv.Close()
		code = exitBad
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(e.stderr, "%s: %v\n", label, err)
		code = exitBad
	}
	return code
}
