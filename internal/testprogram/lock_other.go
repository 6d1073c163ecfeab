//go:build !unix

package testprogram

// sharedFolder is "": without flock each test process builds the
// programs into a folder of its own.
func sharedFolder() (string, func(), error) { return "", nil, nil }
