// Is It a Search Tree?, function mode, WRONG: the open interval starts as (INT_MIN, INT_MAX),
// so a valid tree holding 2147483647 or -2147483648 is rejected.

/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
class Solution {
public:
    bool isValidBST(TreeNode* root) {
        vector<tuple<TreeNode*, int, int>> stack;
        if (root) stack.emplace_back(root, INT_MIN, INT_MAX);
        while (!stack.empty()) {
            auto [node, low, high] = stack.back();
            stack.pop_back();
            if (node->val <= low || node->val >= high) return false;
            if (node->left) stack.emplace_back(node->left, low, node->val);
            if (node->right) stack.emplace_back(node->right, node->val, high);
        }
        return true;
    }
};
