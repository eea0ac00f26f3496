package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"net/http"
	"path"
	"time"
)

// static holds the page: its HTML, script, style sheet and icon.
//
//go:embed static
var static embed.FS

// A file is one file of the page, ready to serve.
type file struct {
	body  []byte
	ctype string
	etag  string // a strong validator: a hash of body
}

// files are the page's files by path; "/" is the page itself.
var files = loadFiles()

// loadFiles reads the embedded files.
func loadFiles() map[string]file {
	types := map[string]string{
		".html": "text/html; charset=utf-8",
		".js":   "text/javascript; charset=utf-8",
		".css":  "text/css; charset=utf-8",
		".svg":  "image/svg+xml",
	}
	entries, err := static.ReadDir("static")
	if err != nil {
		panic("web: the embedded page is missing: " + err.Error())
	}
	m := make(map[string]file)
	for _, e := range entries {
		body, err := static.ReadFile("static/" + e.Name())
		if err != nil {
			panic("web: the embedded page is missing: " + err.Error())
		}
		sum := sha256.Sum256(body)
		f := file{body: body, ctype: types[path.Ext(e.Name())],
			etag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}
		name := "/" + e.Name()
		if e.Name() == "index.html" {
			name = "/"
		}
		m[name] = f
	}
	return m
}

// servePage answers a request for the page or one of its files.
func servePage(w http.ResponseWriter, r *http.Request) {
	f, ok := files[r.URL.Path]
	if !ok {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", f.ctype)
	hd.Set("ETag", f.etag)
	// Revalidate every time: the ETag makes that cheap, and a new binary
	// is seen at once.
	hd.Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(f.body))
}
