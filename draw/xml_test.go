package draw_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
)

// A node is an element of a parsed document, for the tests to look at.
type node struct {
	name     string
	attr     map[string]string
	children []*node
	text     string // the character data directly inside it, trimmed
}

// parseXML parses doc with encoding/xml, strictly, and returns its root
// element; it reports an error for a document that is not well-formed
// or has anything but white space outside the root.
func parseXML(doc []byte) (*node, error) {
	dec := xml.NewDecoder(bytes.NewReader(doc))
	dec.Strict = true
	var root *node
	var stack []*node
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			n := &node{name: tok.Name.Local, attr: map[string]string{}}
			for _, a := range tok.Attr {
				n.attr[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				top.children = append(top.children, n)
			} else if root != nil {
				return nil, errors.New("two root elements")
			} else {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			s := strings.TrimSpace(string(tok))
			if len(stack) == 0 {
				if s != "" {
					return nil, errors.New("text outside the root element")
				}
				continue
			}
			top := stack[len(stack)-1]
			top.text += s
		}
	}
	if root == nil {
		return nil, errors.New("no root element")
	}
	return root, nil
}

// walk calls fn on n and every element inside it, depth first.
func (n *node) walk(fn func(*node)) {
	fn(n)
	for _, c := range n.children {
		c.walk(fn)
	}
}

// find returns the elements inside n (n included) named name; an empty
// name matches any.
func (n *node) find(name string) []*node {
	var out []*node
	n.walk(func(c *node) {
		if name == "" || c.name == name {
			out = append(out, c)
		}
	})
	return out
}

// withClass returns the elements inside n whose class is class.
func (n *node) withClass(class string) []*node {
	var out []*node
	n.walk(func(c *node) {
		if c.attr["class"] == class {
			out = append(out, c)
		}
	})
	return out
}

// title returns the text of n's <title> child, or "".
func (n *node) title() string {
	for _, c := range n.children {
		if c.name == "title" {
			return c.text
		}
	}
	return ""
}

// float returns the attribute a of n as a number, and false when it is
// missing or not a number.
func (n *node) float(a string) (float64, bool) {
	v, err := strconv.ParseFloat(n.attr[a], 64)
	return v, err == nil
}

// tb is what the checkers need of a *testing.T or a *rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
	Errorf(format string, args ...any)
}

// checkSVG fails unless doc is a well-formed SVG document: an <svg> root
// in the SVG namespace with a viewBox of four numbers, a non-empty
// <title> and <desc> as its first two children, and text only in <text>,
// <title> and <desc> elements. It returns the root.
func checkSVG(t tb, doc []byte) *node {
	t.Helper()
	root, err := parseXML(doc)
	if err != nil {
		t.Fatalf("not well-formed: %v\n%s", err, doc)
	}
	checkSVGNode(t, root, doc)
	if root.attr["xmlns"] != "http://www.w3.org/2000/svg" {
		t.Fatalf("xmlns is %q", root.attr["xmlns"])
	}
	return root
}

// checkSVGNode checks an <svg> element as checkSVG says.
func checkSVGNode(t tb, root *node, doc []byte) {
	t.Helper()
	if root.name != "svg" {
		t.Fatalf("root is <%s>, want <svg>", root.name)
	}
	vb := strings.Fields(root.attr["viewBox"])
	if len(vb) != 4 {
		t.Fatalf("viewBox %q", root.attr["viewBox"])
	}
	for i, f := range vb {
		// The origin is left of and above the grid when a ring of
		// outside clues surrounds it; the size is positive.
		if v, err := strconv.ParseFloat(f, 64); err != nil || i >= 2 && v <= 0 {
			t.Fatalf("viewBox %q", root.attr["viewBox"])
		}
	}
	if len(root.children) < 2 || root.children[0].name != "title" ||
		root.children[1].name != "desc" || root.children[0].text == "" ||
		root.children[1].text == "" {
		t.Fatalf("<svg> does not start with a <title> and a <desc>:\n%.400s", doc)
	}
	root.walk(func(n *node) {
		if n.text != "" && n.name != "text" && n.name != "title" && n.name != "desc" {
			t.Fatalf("text %q in <%s>", n.text, n.name)
		}
	})
}
